// @vitest-environment jsdom
/** A resource's screens know their resource from where they are mounted, and the more fixed of two alike paths wins. */
import { cleanup, render, screen } from '@testing-library/react';
import { useResourceContext } from 'ra-core';
import { MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from './defineResource';
import { absoluteScreens } from './resourceScreens';

const Named = (label: string) =>
  function Screen() {
    return <p>{`${label} in ${useResourceContext()}`}</p>;
  };

const resources = [
  {
    name: 'orders',
    crud: {},
    i18n: { en: {}, vi: {} },
    routes: [
      { path: '/orders/abandoned', component: Named('abandoned') },
      { path: '/orders/draft', component: Named('drafts'), resource: 'draft_orders' },
      { path: '/template-custom', component: Named('customiser'), noLayout: true },
    ],
  },
  {
    name: 'offers',
    crud: {},
    i18n: { en: {}, vi: {} },
    routes: [{ path: '/apps/:kind/create', component: Named('offer') }],
  },
  {
    name: 'private-apps',
    crud: {},
    i18n: { en: {}, vi: {} },
    routes: [{ path: '/apps/private/:action', component: Named('private app') }],
  },
] as unknown as ResourceDefinition[];

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{absoluteScreens(resources, false)}</Routes>
    </MemoryRouter>,
  );

describe('absoluteScreens', () => {
  afterEach(cleanup);

  it('mounts a screen in its own resource', () => {
    open('/orders/abandoned');
    expect(screen.getByText('abandoned in orders')).toBeTruthy();
  });

  it("mounts a screen of another resource's records in that resource", () => {
    open('/orders/draft');
    expect(screen.getByText('drafts in draft_orders')).toBeTruthy();
  });

  it('opens /apps/private/create as a private app, not as an offer kind', () => {
    open('/apps/private/create');
    expect(screen.getByText('private app in private-apps')).toBeTruthy();
    cleanup();
    open('/apps/in-cart/create');
    expect(screen.getByText('offer in offers')).toBeTruthy();
  });

  it('keeps the screens with their own layout apart', () => {
    expect(absoluteScreens(resources, true).map((r) => r.props.path)).toEqual(['/template-custom']);
  });
});
