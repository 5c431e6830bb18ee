import { useRef, useState } from 'react';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useConfig, type Config } from 'wagmi';

/** The states every step-by-step wallet action passes through, whatever its own steps are. */
export type StepStatus<Step, Result> =
  | { state: 'idle' }
  | { state: 'working'; step: Step }
  | { state: 'done'; result: Result }
  | { state: 'failed'; message: string };

interface StepMutationOptions<Step, Result> {
  /** Identifies this action across every control showing it, and across unmounts. */
  mutationKey: readonly unknown[];
  /** Does the work, reporting each step as it starts. */
  run: (config: Config, onStep: (step: Step) => void) => Promise<Result>;
  /** The failure in a sentence a person can act on. */
  describeError: (error: unknown) => string;
  /** After success (e.g. updating the cache from the chain); the action stays in flight until it ends. */
  onSuccess?: (result: Result) => Promise<unknown> | undefined;
}

/**
 * One wallet action (a claim, a payout, a bind) as a single status value. An action in flight is
 * tracked by its mutation key, so a remounted control cannot send it again, and a double click
 * (which lands before React re-renders the control as busy) cannot either.
 */
export function useStepMutation<Step, Result>({
  mutationKey,
  run,
  describeError,
  onSuccess,
}: StepMutationOptions<Step, Result>) {
  const config = useConfig();
  const [status, setStatus] = useState<StepStatus<Step, Result>>({ state: 'idle' });
  const inFlight = useIsMutating({ mutationKey: [...mutationKey] }) > 0;
  const starting = useRef(false);
  const mutation = useMutation({
    mutationKey: [...mutationKey],
    mutationFn: () =>
      run(config, (step) => {
        setStatus({ state: 'working', step });
      }),
    onSuccess: async (result) => {
      setStatus({ state: 'done', result });
      await onSuccess?.(result);
    },
    onError: (error) => {
      console.error('Wallet action failed', error);
      setStatus({ state: 'failed', message: describeError(error) });
    },
    onSettled: () => {
      starting.current = false;
    },
  });
  return {
    status,
    /** This action is under way, here or in another mounted control with the same key. */
    busy: status.state === 'working' || inFlight,
    start: () => {
      if (starting.current || inFlight) return;
      starting.current = true;
      mutation.mutate();
    },
  };
}
