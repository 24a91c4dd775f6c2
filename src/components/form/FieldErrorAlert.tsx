import { Alert, Form } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * The errors of some fields repeated at the top of the form, in an alert that takes the focus when it appears:
 * for fields whose own message would land out of sight (below a long permission tree or role list, next to the
 * drawer's footer), such as the server's "at least one user must keep the right to manage users". Place it
 * first among the form's children.
 */
export function FieldErrorAlert({ names }: { names: readonly string[] }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item noStyle shouldUpdate>
      {() => {
        const messages = names.flatMap((name) => form.getFieldError(name));
        return messages.length ? <FocusedAlert messages={messages} /> : null;
      }}
    </Form.Item>
  );
}

function FocusedAlert({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = messages.join('\n');
  useEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="field-error-alert" style={{ marginBottom: 16 }}>
      <Alert
        type="error"
        showIcon
        role="none"
        title={
          messages.length === 1 ? (
            messages[0]
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {messages.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )
        }
      />
    </div>
  );
}
