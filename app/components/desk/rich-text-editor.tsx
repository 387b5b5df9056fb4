import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { TextAreaField } from '~/components/ui/field';
import { escapeMarkup } from '~/lib/escape-markup';

type Command = { label: string; text: string; run: () => void };

/** Turns the current block into `tag`, or back into a paragraph when it is one already. */
const toggleBlock = (tag: 'h2' | 'blockquote') => () => {
  const current = String(document.queryCommandValue('formatBlock')).toLowerCase();
  document.execCommand('formatBlock', false, current === tag ? 'p' : tag);
};

const commands: Command[] = [
  { label: 'Bold', text: 'B', run: () => document.execCommand('bold') },
  { label: 'Italic', text: 'I', run: () => document.execCommand('italic') },
  { label: 'Heading', text: 'H2', run: toggleBlock('h2') },
  { label: 'Bulleted list', text: '•', run: () => document.execCommand('insertUnorderedList') },
  { label: 'Numbered list', text: '1.', run: () => document.execCommand('insertOrderedList') },
  { label: 'Quote', text: '❝', run: toggleBlock('blockquote') },
];

const noChange = () => () => undefined;
/** False while the server renders and the browser hydrates, true once the page runs its scripts. */
const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

const isLinkTarget = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

/**
 * A small rich-text editor for article bodies, with no editor library: an editable area with a toolbar
 * (bold, italic, link, heading, lists, quote) whose HTML is mirrored into a hidden field of the form. The
 * server sanitises whatever arrives (`sanitizeRichHtml`), so the editor needs to be convenient, not safe.
 * Without JavaScript (and until the page is interactive) it is a plain text area of the HTML.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  errors,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
}) {
  const enhanced = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  const [linking, setLinking] = useState<{ range: Range | null; url: string; error?: string } | null>(null);
  const editor = useRef<HTMLDivElement | null>(null);
  const id = `field-${name}`;
  // The starting HTML is set once, when the area appears; from then on it is the editor's, and React
  // leaves its content alone.
  const startEditor = useCallback((node: HTMLDivElement | null) => {
    editor.current = node;
    if (!node || node.dataset.started) return;
    node.dataset.started = 'yes';
    node.innerHTML = html;
    document.execCommand('defaultParagraphSeparator', false, 'p');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first HTML only
  }, []);
  // The link field takes the focus when it opens, so the keyboard is where the editor looks.
  const focusOnOpen = useCallback((node: HTMLInputElement | null) => node?.focus(), []);

  if (!enhanced)
    return (
      <TextAreaField
        label={`${label} (HTML)`}
        name={name}
        defaultValue={defaultValue}
        errors={errors}
        hint="Paragraphs, headings, lists, quotes and links; anything else is removed when saved."
        rows={12}
        className="font-mono text-sm"
      />
    );

  const sync = () => setHtml(editor.current?.innerHTML ?? '');
  const run = (command: Command) => {
    editor.current?.focus();
    command.run();
    sync();
  };
  const startLink = () => {
    const selection = window.getSelection();
    const range =
      selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    setLinking({ range, url: 'https://' });
  };
  const applyLink = () => {
    if (!linking) return;
    if (!isLinkTarget(linking.url)) {
      setLinking({ ...linking, error: 'A link starts with https://, http:// or mailto:.' });
      return;
    }
    editor.current?.focus();
    const selection = window.getSelection();
    if (linking.range && selection) {
      selection.removeAllRanges();
      selection.addRange(linking.range);
    }
    if (selection && !selection.isCollapsed) document.execCommand('createLink', false, linking.url.trim());
    else {
      // Nothing selected: the address itself becomes the link's text.
      const url = escapeMarkup(linking.url.trim());
      document.execCommand('insertHTML', false, `<a href="${url}">${url}</a>`);
    }
    setLinking(null);
    sync();
  };

  const buttonClass =
    'min-h-9 min-w-9 rounded-lg border border-border px-2 text-sm font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent';
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1">
        {commands.map((command) => (
          <button
            key={command.label}
            type="button"
            aria-label={command.label}
            title={command.label}
            className={buttonClass}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            <span aria-hidden="true" className={command.text === 'I' ? 'italic' : undefined}>
              {command.text}
            </span>
          </button>
        ))}
        <button
          type="button"
          className={buttonClass}
          onMouseDown={(event) => event.preventDefault()}
          onClick={startLink}
          aria-expanded={linking !== null}
        >
          Link
        </button>
        <button
          type="button"
          className={buttonClass}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run({ label: 'Remove link', text: '', run: () => document.execCommand('unlink') })}
        >
          Remove link
        </button>
      </div>
      {linking ? (
        <div className="flex flex-wrap items-end gap-2 rounded-lg border border-border bg-surface-2 p-2">
          <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
            Link address
            <input
              type="url"
              ref={focusOnOpen}
              value={linking.url}
              onChange={(event) => setLinking({ ...linking, url: event.target.value, error: undefined })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') setLinking(null);
              }}
              aria-invalid={linking.error ? true : undefined}
              aria-describedby={linking.error ? `${id}-link-error` : undefined}
              className="min-h-9 rounded-lg border border-border bg-surface px-2 font-normal"
            />
          </label>
          <button type="button" className={buttonClass} onClick={applyLink}>
            Add link
          </button>
          <button type="button" className={buttonClass} onClick={() => setLinking(null)}>
            Cancel
          </button>
          {linking.error ? (
            <p id={`${id}-link-error`} role="alert" className="w-full text-sm text-danger">
              {linking.error}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        ref={startEditor}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={sync}
        onBlur={sync}
        className="prose-article min-h-64 rounded-xl border border-border bg-surface px-4 py-3 text-base focus-visible:outline-2 focus-visible:outline-accent"
      />
      <input type="hidden" name={name} value={html} />
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
