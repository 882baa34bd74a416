import { inputClass } from '../../components/ui/Field';

/** A <select> with the look of the app's inputs. */
export const selectClass = `${inputClass} pr-8`;
