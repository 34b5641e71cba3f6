import type { FeedbackEntry, FeedbackTopic } from '../../api/contract/initiatives-list';

/** The topics as the pharmacy reads them, in the contract's order. */
export const topicNames: Record<FeedbackTopic, string> = {
  initiative: 'Инициатива',
  order: 'Заказ',
  report: 'Отчёт',
  payroll: 'Зарплата первостольников',
  portal: 'Работа портала',
  other: 'Другое',
};

export const statusNames: Record<FeedbackEntry['status'], string> = {
  NEW: 'Новое',
  IN_PROGRESS: 'В работе',
  ANSWERED: 'Отвечено',
};
