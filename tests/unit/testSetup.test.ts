import { describe, expect, it } from 'vitest';
import { keyClasses } from '../setup/keyClasses';

// tests/setup/dom.ts shortens jsdom's style matching with keyClasses and reads the head's children by walking its
// element siblings. Both must leave what a test sees unchanged.
describe('keyClasses', () => {
  it('names a class of each selector’s last compound, outside brackets and parentheses', () => {
    expect(keyClasses(':where(.css-dev-only-abc).ant-select-dropdown-hidden')).toEqual([
      'ant-select-dropdown-hidden',
    ]);
    expect(keyClasses('.a .b > .c.d:not(.e)')).toEqual(['d']);
    expect(keyClasses('.a, .b::before')).toEqual(['a', 'b']);
    expect(keyClasses('.a[data-x=".y"]')).toEqual(['a']);
  });

  it('gives up where a selector has no such class, or holds an escape', () => {
    expect(keyClasses('div')).toBeNull();
    expect(keyClasses('.a, span')).toBeNull();
    expect(keyClasses('.a > *')).toBeNull();
    expect(keyClasses(':where(.a)')).toBeNull();
    expect(keyClasses('.a [hidden]')).toBeNull();
    expect(keyClasses('.w-1\\/2')).toBeNull();
  });
});

describe('styles in the test DOM', () => {
  it('hides and shows elements exactly as the stylesheet says', () => {
    const style = document.createElement('style');
    style.textContent = [
      ':where(.css-x).panel-hidden { display: none }',
      '.list > .row.muted { visibility: hidden }',
      '[data-gone] { display: none }',
      'section span { display: none }',
    ].join('\n');
    document.head.append(style);
    document.body.innerHTML = `
      <div class="css-x panel panel-hidden" data-testid="hidden-panel">a</div>
      <div class="panel" data-testid="panel">b</div>
      <div class="list"><div class="row muted" data-testid="muted">c</div><div class="row" data-testid="row">d</div></div>
      <p data-gone data-testid="gone">e</p>
      <section><span data-testid="nested">f</span></section>`;
    const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`)!;
    try {
      expect(byId('hidden-panel')).not.toBeVisible();
      expect(byId('panel')).toBeVisible();
      expect(byId('muted')).not.toBeVisible();
      expect(byId('row')).toBeVisible();
      expect(byId('gone')).not.toBeVisible();
      expect(byId('nested')).not.toBeVisible();
      byId('hidden-panel').classList.remove('panel-hidden');
      expect(byId('hidden-panel')).toBeVisible();
    } finally {
      style.remove();
      document.body.innerHTML = '';
    }
  });

  it('lists the head’s children in document order, including elements added since', () => {
    const first = document.createElement('style');
    const second = document.createElement('meta');
    document.head.append(first, second);
    try {
      const children = Array.from(document.head.children);
      expect(children.slice(-2)).toEqual([first, second]);
      second.remove();
      expect(Array.from(document.head.children)).not.toContain(second);
    } finally {
      first.remove();
      second.remove();
    }
  });
});
