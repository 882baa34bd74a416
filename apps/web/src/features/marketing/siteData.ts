import { createContext, useContext } from 'react';

/**
 * Who runs the site, as the server's configuration says (COMPANY_NAME, COMPANY_ADDRESS,
 * SUPPORT_EMAIL). Pages are pre-rendered at build time with SITE_PLACEHOLDERS; the server
 * writes the configured values over them and into the `site-data` JSON script, which the
 * browser reads here, so hydration sees the same text the HTML has (decision 019).
 */
export type SiteData = { companyName: string; companyAddress: string; supportEmail: string };

/** What the pre-rendered pages carry until the server fills them in. */
export const SITE_PLACEHOLDERS: SiteData = {
  companyName: '__SITE_COMPANY_NAME__',
  companyAddress: '__SITE_COMPANY_ADDRESS__',
  supportEmail: '__SITE_SUPPORT_EMAIL__',
};

/** The server's defaults (apps/server/src/config.ts DEFAULT_OPERATOR), for `npm run dev`. */
export const DEFAULT_SITE_DATA: SiteData = {
  companyName: 'Codeflow',
  companyAddress: 'Address available on request from the support email',
  supportEmail: 'support@codeflow.example',
};

export const SITE_DATA_ELEMENT_ID = 'site-data';

function isSiteData(value: unknown): value is SiteData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.companyName === 'string' &&
    typeof v.companyAddress === 'string' &&
    typeof v.supportEmail === 'string'
  );
}

/** The values the server put into the page, or the defaults (dev server, tests). */
export function readSiteData(): SiteData {
  if (typeof document === 'undefined') return DEFAULT_SITE_DATA;
  const text = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE_DATA;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSiteData(parsed) ? parsed : DEFAULT_SITE_DATA;
  } catch {
    return DEFAULT_SITE_DATA;
  }
}

export const SiteDataContext = createContext<SiteData | null>(null);

let fromPage: SiteData | undefined;

export function useSiteData(): SiteData {
  const provided = useContext(SiteDataContext);
  if (provided) return provided;
  fromPage ??= readSiteData();
  return fromPage;
}
