import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from '../../../components/ui/field';
import { useAuthTexts } from '../auth-texts';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A password input with a Show/Hide toggle beside it (`ref` is forwarded to the input). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const texts = useAuthTexts();
  return (
    <div className="relative">
      <TextField {...props} ref={ref} type={visible ? 'text' : 'password'} className="[&_input]:pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? texts.hidePassword : texts.showPassword}
        aria-pressed={visible}
        className="absolute top-[31px] right-1.5 grid size-9 place-items-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
});
