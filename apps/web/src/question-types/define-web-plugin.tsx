import type { QuestionType } from '@quizmaker/contracts';
import {
  questionTypeRegistry,
  type QuestionContent,
  type QuestionResponse,
  type QuestionTypeRegistry,
  type SafeQuestionContent,
} from '@quizmaker/question-types';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { Alert } from '../ui/index.ts';
import { useQuestionTypesT } from './i18n/index.ts';
import type { EditorProps, LiveHostProps, PlayerProps, ReviewProps, WebQuestionTypePlugin } from './types.ts';

/** Shown in place of a widget whose JSON does not have the type's shape (a data bug, not user input). */
export function InvalidQuestionContent() {
  const t = useQuestionTypesT();
  return <Alert type="warning">{t('common.invalidContent')}</Alert>;
}

/**
 * Whether a value has the schema's shape, whatever its rules say: authored content being edited is
 * usually not valid yet (a new question has empty options), but it must be an object of the right form.
 * Rule violations come from refinements (code 'custom'), which zod runs only once the shape parsed.
 */
export function hasShape(schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value);
  return result.success || result.error.issues.every((issue) => issue.code === 'custom');
}

interface WebPluginParts<T extends QuestionType> {
  type: T;
  Editor: ComponentType<EditorProps<QuestionContent<T>>>;
  Player: ComponentType<PlayerProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  Review: ComponentType<ReviewProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  /** The live host's view; absent for types live sessions do not play (their Player shows, disabled). */
  LiveHost?: ComponentType<LiveHostProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  /** The live session's answer widget, when the attempt's `Player` does not fit a phone in a room. */
  LivePlayer?: ComponentType<PlayerProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  finaliseResponse?: (response: QuestionResponse<T>) => QuestionResponse<T>;
  /** Input limits of the widget beyond the core "is answered" rule. */
  withinLimits?: (response: QuestionResponse<T>) => boolean;
}

/**
 * Builds the web plugin of one type from its three widgets: attaches the pure plugin of the same
 * name and the untyped variants (which parse JSON with that plugin's schemas).
 */
export function defineWebPlugin<T extends QuestionType>(parts: WebPluginParts<T>): WebQuestionTypePlugin<T> {
  const registry: QuestionTypeRegistry = questionTypeRegistry;
  const core = registry[parts.type];
  const { Editor, Player, Review } = parts;
  const LiveHost =
    parts.LiveHost ??
    function DisabledPlayerLiveHost({
      safeContent,
      correctAnswer,
      labelledBy,
    }: LiveHostProps<SafeQuestionContent<T>, QuestionResponse<T>>) {
      return (
        <Player
          safeContent={safeContent}
          response={correctAnswer}
          onChange={() => undefined}
          disabled
          labelledBy={labelledBy}
        />
      );
    };
  const LivePlayer = parts.LivePlayer ?? Player;
  const normalise = (raw: unknown): QuestionResponse<T> | null =>
    raw === null || raw === undefined ? null : core.normaliseResponse(raw);

  function UntypedEditor({ content, onChange, ...rest }: EditorProps<unknown>) {
    if (!hasShape(core.contentSchema, content)) {
      return <InvalidQuestionContent />;
    }
    // The shape parsed and content schemas have no transforms, so the value is the content as authored.
    return <Editor content={content as QuestionContent<T>} onChange={onChange} {...rest} />;
  }

  function UntypedPlayer({ safeContent, response, onChange, ...rest }: PlayerProps<unknown, unknown>) {
    const safe = core.safeContentSchema.safeParse(safeContent);
    if (!safe.success) {
      return <InvalidQuestionContent />;
    }
    return <Player safeContent={safe.data} response={normalise(response)} onChange={onChange} {...rest} />;
  }

  function UntypedLivePlayer({ safeContent, response, onChange, ...rest }: PlayerProps<unknown, unknown>) {
    const safe = core.safeContentSchema.safeParse(safeContent);
    if (!safe.success) {
      return <InvalidQuestionContent />;
    }
    return <LivePlayer safeContent={safe.data} response={normalise(response)} onChange={onChange} {...rest} />;
  }

  function UntypedReview({ safeContent, response, correctAnswer, ...rest }: ReviewProps<unknown, unknown>) {
    const safe = core.safeContentSchema.safeParse(safeContent);
    if (!safe.success) {
      return <InvalidQuestionContent />;
    }
    return (
      <Review
        safeContent={safe.data}
        response={normalise(response)}
        correctAnswer={normalise(correctAnswer)}
        {...rest}
      />
    );
  }

  function UntypedLiveHost({ safeContent, correctAnswer, ...rest }: LiveHostProps<unknown, unknown>) {
    const safe = core.safeContentSchema.safeParse(safeContent);
    if (!safe.success) {
      return <InvalidQuestionContent />;
    }
    return <LiveHost safeContent={safe.data} correctAnswer={normalise(correctAnswer)} {...rest} />;
  }

  UntypedLiveHost.displayName = `${parts.type}.UntypedLiveHost`;
  UntypedEditor.displayName = `${parts.type}.UntypedEditor`;
  UntypedPlayer.displayName = `${parts.type}.UntypedPlayer`;
  UntypedLivePlayer.displayName = `${parts.type}.UntypedLivePlayer`;
  UntypedReview.displayName = `${parts.type}.UntypedReview`;

  return {
    type: parts.type,
    core,
    Editor,
    Player,
    Review,
    LiveHost,
    LivePlayer,
    finaliseResponse: parts.finaliseResponse ?? ((response) => response),
    isReady: (response) => core.isAnswered(response) && (parts.withinLimits?.(response) ?? true),
    untyped: {
      Editor: UntypedEditor,
      Player: UntypedPlayer,
      LivePlayer: UntypedLivePlayer,
      Review: UntypedReview,
      LiveHost: UntypedLiveHost,
    },
  };
}
