/**
 * The app bar's title for a screen without a record: react-admin's `<Title>` renders into the
 * same `#react-admin-title` slot, but always through its preferences wrapper
 * (`PageTitleConfigurable`, with the preferences editor's hooks: about 2 KiB gzip), which only
 * the Inspector uses and our frame leaves out (src/layouts/FrameLayout.tsx). The dashboard, on
 * every signed-in first load, uses this one.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

const slot = () => (typeof document === 'undefined' ? null : document.getElementById('react-admin-title'));

export const PortalTitle = ({ title }: { title: string }) => {
  const translate = useTranslate();
  // The frame's app bar may mount after the screen: look again once mounted.
  const [container, setContainer] = useState(slot);
  useEffect(() => {
    setContainer((current) => (current && document.body.contains(current) ? current : slot()));
  }, []);
  return container ? createPortal(<span>{translate(title, { _: title })}</span>, container) : null;
};
