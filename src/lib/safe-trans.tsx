import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's `<Trans>` (every `<Trans>` and `<Plural>` macro compiles to this one: lingui.config.ts,
 * `runtimeConfigModule`), with each text value put in place as text. Lingui reads tags in the
 * sentence after the values are in it, so a value from outside holding one (a `?ref=<b>x</b>`
 * link, a service's campaign name) would be read as markup, losing its words. A value given as an
 * element is placed as it is, never read, so such text goes in as one.
 */
export function Trans(props: TransProps) {
  const values =
    props.values &&
    Object.fromEntries(
      Object.entries(props.values).map(([name, value]) => [
        name,
        typeof value === 'string' && value.includes('<') ? <>{value}</> : value,
      ]),
    );
  return <LinguiTrans {...props} values={values} />;
}
