import { ComingSoon } from '../../components/ComingSoon';

export function ContactUsPage() {
  return <ComingSoon name="Contact Us" />;
}
