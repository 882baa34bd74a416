import { ComingSoon } from '../../components/ComingSoon';

export function FeaturesPage() {
  return <ComingSoon name="Features" />;
}
