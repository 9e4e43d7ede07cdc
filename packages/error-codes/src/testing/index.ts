export { metricSample } from './metric-sample';
export { type ReceivedEvent, type SentryReceiver, startSentryReceiver } from './sentry-receiver';
