/**
 * The top bar's container: it slides away while the merchant scrolls down past 100 px and
 * comes back on any scroll up, as react-admin's own HideOnScroll does. MUI's
 * useScrollTrigger, which that one uses, reads the scroll position while rendering, which
 * forces a layout in the middle of the first render (about 27 ms on this machine, on every
 * start); here it is read only in the scroll listener. Not on mount either: reading
 * `scrollY` in the effect forced the same layout right after the first commit (about 9 ms
 * here, 36 ms at 4× CPU, inside the task that renders a list's rows); the frame mounts once,
 * at the top of the page, so the first scroll is measured from 0.
 */
import { Slide } from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';

/** Past this many pixels from the top, scrolling down hides the bar (MUI's default threshold). */
const THRESHOLD = 100;

export const HideOnScroll = ({ children, className }: { children: ReactElement; className?: string }) => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previous = 0;
    const onScroll = () => {
      const current = window.scrollY;
      setHidden(current >= previous && current > THRESHOLD);
      previous = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Slide appear={false} direction="down" in={!hidden} className={className}>
      {children}
    </Slide>
  );
};
