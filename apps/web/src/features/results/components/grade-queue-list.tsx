import { Text } from '@mantine/core';
import type { TGradingQueueItem } from '../api/results-queries';
import { useResultsT } from '../i18n';

interface GradeQueueListProps {
  items: TGradingQueueItem[];
  currentId: number | null;
  nameOf: (item: TGradingQueueItem) => string;
  onSelect: (responseId: number) => void;
}

/** The waiting responses beside the one being graded (wide screens): student and question, the current one lit. */
export function GradeQueueList({ items, currentId, nameOf, onSelect }: GradeQueueListProps) {
  const t = useResultsT();
  return (
    <nav aria-label={t('results.grade.listLabel')}>
      <ul className="cs-queue-list">
        {items.map((item) => {
          const current = item.responseId === currentId;
          return (
            <li key={item.responseId}>
              <button
                type="button"
                className="cs-queue-item"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(item.responseId)}
              >
                <Text span fw={600} display="block" style={{ overflowWrap: 'anywhere' }}>
                  {nameOf(item)}
                </Text>
                <Text span size="sm" c="dimmed">
                  {t('results.assignment.questionN', { number: item.questionNumber })}
                </Text>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
