export const SITE_NAME = 'Codeflow';

/** React 19 hoists <title> into <head>, so each page declares its own document.title. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
