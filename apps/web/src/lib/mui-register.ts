import type { FieldValues, Path, UseFormRegister, RegisterOptions } from 'react-hook-form';

/** react-hook-form's register, with the ref moved to MUI's inputRef. */
export function muiRegister<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...rest } = register(name, options);
  return { ...rest, inputRef: ref };
}
