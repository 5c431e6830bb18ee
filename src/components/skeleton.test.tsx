import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSkeletonPulsesFromReact, Skeleton } from './skeleton.tsx';

let release: (() => void) | undefined;

afterEach(() => {
  release?.();
  release = undefined;
});

describe('keepSkeletonPulsesFromReact', () => {
  it("stops the placeholders' animation events before the app's root hears them, and no other element's", () => {
    const { container } = render(
      <>
        <Skeleton className="h-4" />
        <span className="animate-spin" data-testid="spinner" />
      </>,
    );
    const heard = vi.fn();
    container.addEventListener('animationstart', (event) => {
      heard((event.target as Element).tagName);
    });
    release = keepSkeletonPulsesFromReact(window);
    const [placeholder, spinner] = [...container.children];
    for (const type of ['animationstart', 'animationiteration', 'animationend']) {
      const rootHeard = vi.fn();
      container.addEventListener(type, rootHeard);
      placeholder?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(rootHeard, type).not.toHaveBeenCalled();
    }
    spinner?.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);

    release();
    release = undefined;
    placeholder?.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
