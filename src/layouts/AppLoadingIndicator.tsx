/**
 * The top bar's refresh button and its spinner while anything loads: react-admin's
 * `LoadingIndicator`, with the spinner named. react-admin leaves it without a name, which axe
 * reports (aria-progressbar-name) on any screen audited while a request is in flight; the
 * indicator hands the props it does not know to its spinner.
 */
import { LoadingIndicator, useTranslate } from 'react-admin';

export const AppLoadingIndicator = () => {
  const translate = useTranslate();
  const spinner = { 'aria-label': translate('ra.page.loading') } as object;
  return <LoadingIndicator {...spinner} />;
};
