import { ComingSoon } from '../../components/ComingSoon';

export function EditorPage() {
  return <ComingSoon name="Editor" />;
}
