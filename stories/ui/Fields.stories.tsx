import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../../packages/web-react/src/ui/TextField/index.js';
import { PasswordField } from '../../packages/web-react/src/ui/PasswordField/index.js';
import { Checkbox } from '../../packages/web-react/src/ui/Checkbox/index.js';
import { SelectField } from '../../packages/web-react/src/ui/SelectField/index.js';
import { mobile } from '../.storybook/mobile.js';

const reasons = [
  { value: 'Instagram', label: 'Instagram' },
  { value: 'Recomendación', label: 'Recomendación' },
  { value: 'Otro', label: 'Otro' },
];

/** Every field of the kit in one form, controlled, with or without errors. */
const Form = ({ errors }: { errors: boolean }) => {
  const [email, setEmail] = useState(errors ? 'correo@' : '');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <form noValidate style={{ display: 'grid', gap: 16, maxWidth: 420, padding: 16 }}>
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        hint="Te enviaremos la confirmación aquí."
        error={errors ? 'Ingresa un correo electrónico válido.' : null}
      />
      <PasswordField
        label="Contraseña"
        name="password"
        required
        value={password}
        onChange={setPassword}
        error={errors ? 'La contraseña debe tener al menos 6 caracteres.' : null}
      />
      <SelectField
        label="¿Cómo nos conociste?"
        options={reasons}
        value={reason}
        onChange={setReason}
        error={errors ? 'Debes seleccionar una opción.' : null}
      />
      <Checkbox
        label="Acepto Términos y Condiciones"
        checked={terms}
        onChange={setTerms}
        error={errors ? 'Debes aceptar los términos y condiciones antes de continuar.' : null}
      />
    </form>
  );
};

const meta = { title: 'UI/Fields', component: Form, args: { errors: false } } satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithErrors: Story = { args: { errors: true } };
export const Mobile: Story = { args: { errors: true }, globals: mobile };
