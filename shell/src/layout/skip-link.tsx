import './skip-link.css';

export const MAIN_ID = 'main';

/** "Skip to content": past the header and its navigation to the page, focus included (not only the scroll). */
export function SkipLink() {
  return (
    <a
      className="sf-skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // The router owns the URL: no '#main' in it, and the focus moves even when the hash is already there.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
