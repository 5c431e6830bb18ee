import { useRef, useState } from 'react';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useConfig, type Config } from 'wagmi';

/** The states every step-by-step wallet action passes through, whatever its own steps are. */
export type StepStatus<Step, Result> =
  | { state: 'idle' }
  | { state: 'working'; step: Step }
  | { state: 'done'; result: Result }
  | { state: 'failed'; message: string };

interface StepMutationOptions<Step, Result, Input> {
  /** Identifies this action across every control showing it, and across unmounts. */
  mutationKey: readonly unknown[];
  /** Does the work, reporting each step as it starts; `input` is what `start` was given. */
  run: (config: Config, onStep: (step: Step) => void, input: Input) => Promise<Result>;
  /** The failure in a sentence a person can act on. */
  describeError: (error: unknown, input: Input) => string;
  /** After success (e.g. updating the cache from the chain); the action stays in flight until it ends. */
  onSuccess?: (result: Result, input: Input) => Promise<unknown> | undefined;
}

/**
 * One wallet action (a claim, a payout, a bind) as a single status value. An action in flight is
 * tracked by its mutation key, so a remounted control cannot send it again, and a double click
 * (which lands before React re-renders the control as busy) cannot either. An action whose
 * target is fixed by the hook's arguments (a claim) starts with `start()`; one that takes what
 * the person entered (a bind's username) names it as `Input` and starts with `start(input)`.
 */
export function useStepMutation<Step, Result, Input = void>({
  mutationKey,
  run,
  describeError,
  onSuccess,
}: StepMutationOptions<Step, Result, Input>) {
  const config = useConfig();
  const [status, setStatus] = useState<StepStatus<Step, Result>>({ state: 'idle' });
  const inFlight = useIsMutating({ mutationKey: [...mutationKey] }) > 0;
  const starting = useRef(false);
  const mutation = useMutation({
    mutationKey: [...mutationKey],
    mutationFn: (input: Input) =>
      run(
        config,
        (step) => {
          setStatus({ state: 'working', step });
        },
        input,
      ),
    onSuccess: async (result, input) => {
      setStatus({ state: 'done', result });
      await onSuccess?.(result, input);
    },
    onError: (error, input) => {
      console.error('Wallet action failed', error);
      setStatus({ state: 'failed', message: describeError(error, input) });
    },
    onSettled: () => {
      starting.current = false;
    },
  });
  return {
    status,
    /** This action is under way, here or in another mounted control with the same key. */
    busy: status.state === 'working' || inFlight,
    start: (input: Input) => {
      if (starting.current || inFlight) return;
      starting.current = true;
      mutation.mutate(input);
    },
  };
}
