import { ANSWER_TYPES, READ_ALOUD_TYPES, type TStudentQuestionOf } from '@clearsheets/shared';
import { ActionIcon } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { moveItem, orderingOf, responseOfType } from '../lib/response-edit';
import { partMark } from '../lib/review-marks';
import { plainText } from '../lib/speakable-text';
import { ArrowDownIcon, ArrowUpIcon, CheckIcon, CrossIcon, GripIcon } from './icons';
import type { AnswerAreaProps } from './question-context';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

type Props = AnswerAreaProps<TStudentQuestionOf<4>>;
type Drag = { id: string; from: number; to: number; dy: number; pointerId: number; startY: number; mids: number[] };

const short = (text: string) => {
  const plain = plainText(text);
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
};

/**
 * Type 4: a list the student puts in order with Move up / Move down buttons (a live region says where the
 * item went, and focus stays on it) or by dragging its handle with a mouse, pen or finger.
 */
export function OrderingAnswer(props: Props) {
  const { question, response, onChange, review, ids, t } = props;
  const order = orderingOf(question, response);
  const textOf = new Map(question.items.map((item) => [item.id, item.text]));
  if (review) return <OrderingReview {...props} order={order} />;
  return (
    <OrderingEditor
      order={order}
      textOf={textOf}
      onOrder={(next) => onChange({ answerType: ANSWER_TYPES.ordering, order: next })}
      ids={ids}
      t={t}
    />
  );
}

function OrderingEditor({
  order,
  textOf,
  onOrder,
  ids,
  t,
}: {
  order: string[];
  textOf: Map<string, string>;
  onOrder: (order: string[]) => void;
  ids: Props['ids'];
  t: Props['t'];
}) {
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: string; dir: 'up' | 'down' } | null>(null);

  // After a move by button, focus follows the item (to the other button when it reached an end).
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const same = buttons.current.get(`${pending.dir}:${pending.id}`);
    const other = buttons.current.get(`${pending.dir === 'up' ? 'down' : 'up'}:${pending.id}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const move = (from: number, to: number) => {
    const id = order[from];
    if (id === undefined || to < 0 || to >= order.length || to === from) return;
    onOrder(moveItem(order, from, to));
    setAnnouncement(t('ordering.moved', { item: short(textOf.get(id) ?? ''), position: to + 1, total: order.length }));
  };

  const setDragState = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  const onPointerDown = (e: React.PointerEvent<HTMLElement>, index: number) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const items = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    const mids = items.map((el) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    });
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
    const id = order[index] as string;
    setDragState({ id, from: index, to: index, dy: 0, pointerId: e.pointerId, startY: e.clientY, mids });
  };
  const onPointerMove = (e: React.PointerEvent<HTMLElement>) => {
    const d = dragRef.current;
    if (!d || e.pointerId !== d.pointerId) return;
    const dy = e.clientY - d.startY;
    const center = (d.mids[d.from] ?? 0) + dy;
    const to = d.mids.filter((mid, k) => k !== d.from && mid < center).length;
    setDragState({ ...d, dy, to });
  };
  const onPointerEnd = (e: React.PointerEvent<HTMLElement>, commit: boolean) => {
    const d = dragRef.current;
    if (!d || e.pointerId !== d.pointerId) return;
    setDragState(null);
    if (commit) move(d.from, d.to);
  };

  return (
    <fieldset className="cs-q-fieldset" aria-labelledby={ids.prompt} aria-describedby={ids.instruction}>
      <ol ref={listRef} className="cs-q-order">
        {order.map((id, index) => {
          const text = textOf.get(id) ?? '';
          const item = short(text);
          const dragging = drag?.id === id;
          const target = drag && !dragging && drag.to === index;
          return (
            <li
              key={id}
              className="cs-q-order-item"
              data-dragging={dragging || undefined}
              data-drop-target={target || undefined}
              style={dragging ? { transform: `translateY(${drag.dy}px)` } : undefined}
            >
              <span className="cs-q-order-pos" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cs-q-order-text">
                <RichText inline text={text} />
              </span>
              <span className="cs-q-order-tools">
                <ReadAloudButton
                  text={text}
                  type={READ_ALOUD_TYPES.answer}
                  what={t('readAloud.item', { number: index + 1 })}
                />
                <ActionIcon
                  ref={(el) => {
                    if (el) buttons.current.set(`up:${id}`, el);
                    else buttons.current.delete(`up:${id}`);
                  }}
                  variant="default"
                  size={44}
                  radius="md"
                  aria-label={t('ordering.moveUp', { item })}
                  disabled={index === 0}
                  onClick={() => {
                    pendingFocus.current = { id, dir: 'up' };
                    move(index, index - 1);
                  }}
                >
                  <ArrowUpIcon />
                </ActionIcon>
                <ActionIcon
                  ref={(el) => {
                    if (el) buttons.current.set(`down:${id}`, el);
                    else buttons.current.delete(`down:${id}`);
                  }}
                  variant="default"
                  size={44}
                  radius="md"
                  aria-label={t('ordering.moveDown', { item })}
                  disabled={index === order.length - 1}
                  onClick={() => {
                    pendingFocus.current = { id, dir: 'down' };
                    move(index, index + 1);
                  }}
                >
                  <ArrowDownIcon />
                </ActionIcon>
                {/* Pointer-only: keyboard and screen-reader users have the buttons. */}
                <span
                  className="cs-q-order-handle"
                  aria-hidden="true"
                  onPointerDown={(e) => onPointerDown(e, index)}
                  onPointerMove={onPointerMove}
                  onPointerUp={(e) => onPointerEnd(e, true)}
                  onPointerCancel={(e) => onPointerEnd(e, false)}
                >
                  <GripIcon />
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="cs-q-sr" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </fieldset>
  );
}

function OrderingReview({ question, review, ids, t, order }: Props & { order: string[] }) {
  const textOf = new Map(question.items.map((item) => [item.id, item.text]));
  const correct = responseOfType(4, review?.correct)?.order;
  const parts = review?.parts ?? new Map<string, boolean>();
  return (
    <div className="cs-q-order-review">
      <ol className="cs-q-order" aria-labelledby={ids.prompt}>
        {order.map((id, index) => {
          const state = partMark(parts, id);
          return (
            <li key={id} className="cs-q-order-item is-review" data-state={state}>
              <span className="cs-q-order-pos" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cs-q-order-text">
                <RichText inline text={textOf.get(id) ?? ''} />
              </span>
              {state !== 'none' && (
                <span className="cs-q-mark" data-state={state}>
                  {state === 'correct' ? <CheckIcon /> : <CrossIcon />}
                  <span className="cs-q-sr">
                    {state === 'correct' ? t('ordering.inPlace') : t('ordering.notInPlace')}
                  </span>
                </span>
              )}
              <ReadAloudButton
                text={textOf.get(id) ?? ''}
                type={READ_ALOUD_TYPES.answer}
                what={t('readAloud.item', { number: index + 1 })}
              />
            </li>
          );
        })}
      </ol>
      {correct && (
        <div className="cs-q-key">
          <p className="cs-q-key-title">{t('ordering.correctOrder')}</p>
          <ol className="cs-q-key-list">
            {correct.map((id) => (
              <li key={id}>
                <RichText inline text={textOf.get(id) ?? ''} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
