import { Link } from 'react-router';
import { LegalPage } from '../../features/marketing/LegalPage';
import { useSiteData } from '../../features/marketing/siteData';

export function DisclaimerPage() {
  const site = useSiteData();
  return (
    <LegalPage title="Disclaimer">
      <h2>Automatically generated flowcharts</h2>
      <p>
        Flowcharts come from automated analysis of the code you submit. The engine is checked
        against real runs of hundreds of programs (see{' '}
        <Link to="/how-it-works#correctness">how it works</Link>), but code it has never seen may
        still be drawn incompletely or wrongly, especially code with syntax errors, macros or
        unusual constructs. Check a flowchart against the code before you rely on it, for example in
        teaching material, documentation or audits.
      </p>
      <h2>No warranty</h2>
      <p>
        Codeflow is provided &quot;as is&quot;, without warranties of any kind, express or implied,
        including fitness for a particular purpose. To the extent the law allows, {site.companyName}{' '}
        is not liable for losses arising from the use of the service or of the flowcharts it
        produces.
      </p>
      <h2>Your code</h2>
      <p>
        Code sent only to be converted is processed and not stored. Code you save is stored
        encrypted so you can come back to it; the <Link to="/privacy-policy">privacy policy</Link>{' '}
        says what is kept and for how long. You are responsible for having the right to submit the
        code you paste.
      </p>
      <h2>Availability</h2>
      <p>
        We work to keep the service available but do not guarantee that it is uninterrupted or
        error-free. Features and prices may change; paid periods already bought keep their terms.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about this disclaimer:{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </LegalPage>
  );
}
