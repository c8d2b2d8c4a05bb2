export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-brand bg-primary px-4 py-3 font-semibold text-white transition-transform focus:translate-y-0"
    >
      {label}
    </a>
  );
}
