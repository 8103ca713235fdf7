import type { SafeChoiceContent } from '@quizmaker/question-types';
import { Group } from '../common/controls.tsx';
import { EmptyState } from '../common/messages.tsx';
import { TickTiles } from '../common/TickTiles.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';
import { optionMark } from './marks.ts';

export interface ChoiceOptionsProps {
  options: SafeChoiceContent['options'];
  mode: 'single' | 'multi';
  chosen: ReadonlySet<string>;
  onToggle: (optionId: string, checked: boolean) => void;
  disabled?: boolean | undefined;
  labelledBy?: string | undefined;
}

/** A choice type's Player's props, with how its options look (the attempt's list, or the live room's large marked tiles). */
export type ChoicePlayerProps<S, R> = PlayerProps<S, R> & { Options?: typeof ChoiceOptions };

/**
 * The answer widget of both choice types: radios (one answer) or checkboxes (any number), each
 * option labelled by its letter and text. Reports the chosen ids in option order.
 */
export function ChoiceOptions(props: ChoiceOptionsProps) {
  return <Choices {...props} live={false} />;
}

/**
 * The choice types' answer widget in a live room: one large tile per option (at least 56 px high, a thumb's
 * size), marked by shape and letter in shown order as on the host's screen. The option's text alone names
 * it; the mark is for the eye.
 */
export function LiveChoiceOptions(props: ChoiceOptionsProps) {
  return <Choices {...props} live />;
}

function Choices({
  options,
  mode,
  chosen,
  onToggle,
  disabled,
  labelledBy,
  live,
}: ChoiceOptionsProps & { live: boolean }) {
  const t = useQuestionTypesT();
  if (options.length === 0) {
    return <EmptyState>{t('empty.options')}</EmptyState>;
  }
  const instruction = mode === 'single' ? t('choice.chooseOne') : t('choice.chooseAny');
  // With a visible question naming the group, the instruction is still shown: always in a live room
  // (a phone shows nothing else), on an attempt's page where any number may be ticked.
  const instructionShown = labelledBy !== undefined && (live || mode === 'multi');
  return (
    <Group legend={instruction} legendHidden={labelledBy !== undefined} labelledBy={labelledBy} disabled={disabled}>
      {instructionShown ? (
        <p className={live ? 'mb-2 text-sm text-muted' : 'text-sm text-muted'}>{instruction}</p>
      ) : null}
      <TickTiles
        tiles={options.map((option, index) => ({
          value: option.id,
          checked: chosen.has(option.id),
          text: option.text,
          mark: live ? <LiveMark index={index} /> : `${option.id.toUpperCase()}.`,
        }))}
        type={mode === 'single' ? 'radio' : 'checkbox'}
        onToggle={onToggle}
        disabled={disabled}
        look={live ? 'large' : 'regular'}
      />
    </Group>
  );
}

function LiveMark({ index }: { index: number }) {
  const mark = optionMark(index);
  return (
    <>
      <span className="w-6 text-center">{mark.shape}</span>
      <span>{mark.letter}</span>
    </>
  );
}
