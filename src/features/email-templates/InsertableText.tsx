import { Input } from 'antd';
import type { InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useImperativeHandle, useRef, type Ref } from 'react';

/** Inserts text where the caret is (replacing a selection), as if typed. */
export interface InsertHandle {
  insert(text: string): void;
  focus(): void;
}

interface Props {
  id?: string;
  value?: string;
  onChange?(value: string): void;
  onFocus?(): void;
  multiline?: boolean;
  ref?: Ref<InsertHandle>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * A subject or body field into which the editor's variable tags insert `{{name}}` at the caret; the change goes
 * through `onChange`, so the form sees it as typed (validation, unsaved changes, autosave).
 */
export function InsertableText({ value = '', onChange, onFocus, multiline, ref, ...rest }: Props) {
  const input = useRef<InputRef>(null);
  const area = useRef<TextAreaRef>(null);
  useImperativeHandle(ref, () => {
    const element = () => (multiline ? area.current?.resizableTextArea?.textArea : input.current?.input);
    return {
      focus: () => element()?.focus(),
      insert: (text) => {
        const field = element();
        const start = field?.selectionStart ?? value.length;
        const end = field?.selectionEnd ?? value.length;
        onChange?.(value.slice(0, start) + text + value.slice(end));
        requestAnimationFrame(() => {
          field?.focus();
          field?.setSelectionRange(start + text.length, start + text.length);
        });
      },
    };
  }, [value, onChange, multiline]);
  const common = { ...rest, value, spellCheck: false, onFocus };
  return multiline ? (
    <Input.TextArea
      {...common}
      ref={area}
      autoSize={{ minRows: 12, maxRows: 28 }}
      style={{ fontFamily: 'monospace', fontSize: 13 }}
      onChange={(e) => onChange?.(e.target.value)}
    />
  ) : (
    <Input {...common} ref={input} autoComplete="off" onChange={(e) => onChange?.(e.target.value)} />
  );
}
