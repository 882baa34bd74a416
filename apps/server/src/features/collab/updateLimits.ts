import {
  COLLAB_CODE,
  COLLAB_DOCUMENT_TOO_LARGE,
  COLLAB_MAX_DOCUMENT_BYTES,
  type Tier,
} from '@codeflow/contracts';
import * as Y from 'yjs';
import { AppError } from '../../domain/appError';
import { checkFlowchartSize } from '../../flowchartStore/index';

/** The text an update inserts anywhere in the document (an upper bound of what it adds to the code). */
function insertedText(update: Uint8Array): string {
  let text = '';
  for (const struct of Y.decodeUpdate(update).structs) {
    if (struct instanceof Y.Item && struct.content instanceof Y.ContentString) {
      text += struct.content.str;
    }
  }
  return text;
}

/** The save's size rule (flowchartStore's checkFlowchartSize) on a code: its message, or null. */
function sizeRefusal(code: string, tier: Tier): string | null {
  try {
    checkFlowchartSize({ code }, tier);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CODE_TOO_LARGE') return error.message;
    throw error;
  }
}

/** The code of the document with the update applied, on a copy (the document is not touched). */
function codeAfter(document: Y.Doc, update: Uint8Array): string {
  const copy = new Y.Doc();
  try {
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
    Y.applyUpdate(copy, update);
    return copy.getText(COLLAB_CODE).toJSON();
  } finally {
    copy.destroy();
  }
}

/**
 * Keeps incoming updates within the limits of a save through the API (issue 21 finding 6): the
 * code within the plan's lines and bytes (the store's one size rule, not a copy of it), and the
 * whole document within COLLAB_MAX_DOCUMENT_BYTES. `check` answers the message of a refusal, or
 * null; `accepted` records an update that was applied. Deleting is always allowed, so a document
 * over a plan that shrank can be brought back under it.
 *
 * Cheap for the common keystroke: the code plus everything the update inserts is an upper bound
 * of the code after it, checked first; only an update near the limit is applied to a copy. The
 * document's size is an estimate (its size when first checked plus every accepted update) that is
 * measured again only when it nears the cap.
 */
export function createUpdateLimits() {
  const sizes = new WeakMap<Y.Doc, number>();
  const sizeOf = (document: Y.Doc, exact = false) => {
    let size = sizes.get(document);
    if (size === undefined || exact) {
      size = Y.encodeStateAsUpdate(document).byteLength;
      sizes.set(document, size);
    }
    return size;
  };
  return {
    check(document: Y.Doc, update: Uint8Array, tier: Tier): string | null {
      if (
        sizeOf(document) + update.byteLength > COLLAB_MAX_DOCUMENT_BYTES &&
        sizeOf(document, true) + update.byteLength > COLLAB_MAX_DOCUMENT_BYTES
      ) {
        return COLLAB_DOCUMENT_TOO_LARGE;
      }
      const inserted = insertedText(update);
      if (inserted === '') return null;
      const current = document.getText(COLLAB_CODE).toJSON();
      // a final 'x' keeps the bound's line count at least the real one wherever the text lands
      const bound = current + inserted + (inserted.endsWith('\n') ? 'x' : '');
      if (sizeRefusal(bound, tier) === null) return null;
      return sizeRefusal(codeAfter(document, update), tier);
    },
    accepted(document: Y.Doc, update: Uint8Array): void {
      sizes.set(document, sizeOf(document) + update.byteLength);
    },
  };
}
