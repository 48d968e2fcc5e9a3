import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Draws the preview in a shadow root: the view's custom CSS cannot reach the console around it, and the
 * console's CSS does not reach the view, which then looks as on the scan page (ADR 0008). Layout and
 * paint containment keep a `position: fixed` element of the view inside the preview.
 */
export function PreviewShadowRoot({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={host} data-preview-shadow-host style={{ contain: 'layout paint', minHeight: '100%' }}>
      {root && createPortal(children, root)}
    </div>
  );
}
