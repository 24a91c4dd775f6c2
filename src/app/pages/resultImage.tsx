import { Result } from 'antd';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const images = {
  '403': Result.PRESENTED_IMAGE_403,
  '404': Result.PRESENTED_IMAGE_404,
  '500': Result.PRESENTED_IMAGE_500,
} as const;

/**
 * antd's exception illustration without its English SVG <title> ("No Found", "Unauthorized"), which would show as
 * a tooltip and be read out in every language, and hidden from assistive tech: the page's own title says it all.
 * Use with `<Result icon={resultImage('404')} classNames={{ icon: RESULT_IMAGE_CLASS }} />` and no `status`.
 */
export function resultImage(status: keyof typeof images): ReactNode {
  const Image = images[status] as () => ReactNode;
  const svg = Image();
  if (!isValidElement<{ children?: ReactNode }>(svg)) return null;
  const children = Children.toArray(svg.props.children).filter(
    (child) => !(isValidElement(child) && child.type === 'title'),
  );
  return cloneElement(
    svg as ReactElement<Record<string, unknown>>,
    { 'aria-hidden': true, focusable: 'false' },
    ...children,
  );
}

/** antd's class for the illustration's box (its size), which it adds only when `status` is an exception. */
export const RESULT_IMAGE_CLASS = 'ant-result-image';
