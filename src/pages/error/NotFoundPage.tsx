/** Unknown routes (react-admin's catchAll): 404, 'This page could not be found' (SPEC §2). */
import { Title } from 'react-admin';
import { ErrorView } from './ErrorView';

export const NotFoundPage = () => (
  <>
    <Title title="app.error.not_found_title" />
    <ErrorView
      status={404}
      title="app.error.not_found_title"
      statusText="app.error.status_404"
      body="app.error.not_found_body"
    />
  </>
);
