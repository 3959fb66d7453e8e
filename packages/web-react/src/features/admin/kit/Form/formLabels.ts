import { createContext, useContext, useEffect } from 'react';

/** The labels of a form's fields by name, so the summary can say 'Revisa el campo: Correo'. */
export const FormLabelsContext = createContext<Map<string, string> | null>(null);

/** Tells the form around a field its label while the field is on screen. */
export const useFormLabel = (name: string, label: string): void => {
  const labels = useContext(FormLabelsContext);
  useEffect(() => {
    labels?.set(name, label);
    return () => {
      labels?.delete(name);
    };
  }, [labels, name, label]);
};
