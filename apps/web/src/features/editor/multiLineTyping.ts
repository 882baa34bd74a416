import { EditorView } from '@codemirror/view';

/**
 * Text of several lines arriving through the typing path (an IME commit, an emoji or voice
 * keyboard, automation's insertText) goes in as ONE transaction, as a paste does. Left to the
 * browser, Chromium inserts it one paragraph per line and CodeMirror reads the DOM back after
 * each: minutes for 18,000 lines (issue 22 item 15). It stays typing otherwise: no language
 * suggestion or landing on a function, which a paste brings.
 */
export function multiLineTyping() {
  return EditorView.domEventHandlers({
    beforeinput(event, view) {
      const text = event.data;
      if (event.inputType !== 'insertText' || !text?.includes('\n')) return false;
      event.preventDefault();
      view.dispatch(view.state.replaceSelection(view.state.toText(text)), {
        scrollIntoView: true,
        userEvent: 'input.type',
      });
      return true;
    },
  });
}
