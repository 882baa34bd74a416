import { Link } from 'react-router';
import marketing from 'virtual:marketing-data';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { SIGN_UP_PATH } from '../../components/layout/navLinks';
import { ConstructsSection } from './ConstructsSection';
import { PlansSection } from './PlansSection';
import { ProductSection } from './ProductSection';

/**
 * What the product does. The construct table is the engine's own answer: each cell is a probe
 * program drawn at build time (apps/web/scripts/constructProbes.ts), so it cannot drift; the
 * plan table is the contracts' plan feature table.
 */
export function FeaturesPage() {
  const { languages } = marketing;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageTitle title="Features" />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Features</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Codeflow draws the control flow of your code — every branch, loop, jump and exception edge —
        in {languages.length} languages, live as you type.
      </p>

      <ConstructsSection />

      <ProductSection />

      <PlansSection />

      <div className="mt-12">
        <Link to={SIGN_UP_PATH} className={buttonClasses('brand', 'lg')}>
          Get started free
        </Link>
      </div>
    </div>
  );
}
