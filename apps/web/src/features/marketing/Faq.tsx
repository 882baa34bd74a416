import { FAQ } from './landingContent';

/** Native disclosure widgets: they open and close with or without JavaScript. */
export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ.map((item) => (
          <details key={item.q} className="group p-5" data-testid="faq-item">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.q}
                <span aria-hidden="true" className="text-indigo-600 group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
