export function Footer() {
  return <footer className="border-t bg-white p-6 text-sm text-slate-600">Footer</footer>;
}
