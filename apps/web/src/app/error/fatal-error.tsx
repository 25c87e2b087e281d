import { useEffect, useMemo } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { reloadOnChunkError } from '../../lib/live-updates/deployment';
import { isBotUserAgent } from '../router/guards';
import { ErrorPage } from './error-page';

/**
 * What an unhandled render or loading error shows. Search-engine and preview bots get nothing
 * rendered (an error page would be indexed or previewed as the site), only the log line.
 */
export function FatalError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  const bot = typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
  // A lazy page of an older build that is gone after a deployment: reload into the new build.
  const reloading = useMemo(() => reloadOnChunkError(error), [error]);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (bot || reloading) return null;
  return <ErrorPage status={500} message={t('fatal_message')} />;
}
