import { inputClass } from '../../components/ui/Field';

/** A <select> with the look of the app's inputs. */
export const selectClass = `${inputClass} pr-8`;

/** The inputs of the compact toolbars (testing tools, chart range): the same look, smaller. */
export const compactInputClass =
  'block rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200 aria-invalid:border-red-500';
