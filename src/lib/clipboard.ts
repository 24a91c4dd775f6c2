/**
 * Copies text to the clipboard: the async clipboard where the page may use it, else the selection API through
 * a hidden text area (plain-http deployments). Rejects when neither works, so the caller can select the text
 * for the user instead.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      return await navigator.clipboard.writeText(text);
    } catch {
      // Refused (no permission, document not focused): try the selection API below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } finally {
    area.remove();
  }
  if (!ok) throw new Error('copy failed');
}
