import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigate';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  replace?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An ordinary anchor (works without script, opens in new tabs) that routes in-app on a plain click. */
export function Link({ href, replace, onClick, target, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self'))
      return;
    if (!href.startsWith('/')) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return (
    <a href={href} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
