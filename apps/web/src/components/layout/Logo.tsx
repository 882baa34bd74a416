import { Link } from 'react-router';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900"
      data-testid="logo"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Codeflow
    </Link>
  );
}
