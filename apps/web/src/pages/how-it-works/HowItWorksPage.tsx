import { ComingSoon } from '../../components/ComingSoon';

export function HowItWorksPage() {
  return <ComingSoon name="How it works" />;
}
