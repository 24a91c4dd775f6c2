import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';

/** Tags an e-mail body never needs in a preview: scripts, frames, forms, plugins and base/meta tricks. */
const FORBID_TAGS = ['script', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'meta', 'link'];

/**
 * HTML from users or outside (e-mail templates, caught messages) made safe to show: DOMPurify removes scripts,
 * event handlers (`onerror=`), `javascript:` and other dangerous URLs; what remains is a full document that
 * opens links in a new tab.
 */
export function sanitizedDocument(html: string): string {
  const body = DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['srcset', 'formaction', 'ping'],
    ALLOW_DATA_ATTR: false,
  });
  return (
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">' +
    '<style>body{margin:12px;font:14px/1.5 system-ui,sans-serif;color:#1f1f1f;background:#fff;overflow-wrap:anywhere}' +
    'table{border-collapse:collapse}th,td{padding:2px 8px 2px 0;text-align:start;vertical-align:top}' +
    'img{max-width:100%}</style></head><body>' +
    body +
    '</body></html>'
  );
}

interface Props {
  html: string;
  /** The frame's accessible name. */
  title: string;
  style?: CSSProperties;
}

/**
 * Shows untrusted HTML twice shielded: sanitized (see `sanitizedDocument`), then inside an iframe with an empty
 * `sandbox` (no scripts, no forms, no top navigation, an opaque origin), through `srcdoc`.
 */
export function SafeHtmlFrame({ html, title, style }: Props) {
  const document = useMemo(() => sanitizedDocument(html), [html]);
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={document}
      referrerPolicy="no-referrer"
      style={{
        width: '100%',
        minHeight: 320,
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 8,
        background: '#fff',
        ...style,
      }}
    />
  );
}
