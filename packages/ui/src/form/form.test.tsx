import { screen, fireEvent, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkEmail, checkPhone, maskNumber } from '@shop/validation';
import { renderWithShop } from '@shop/ui/testing';
import { Button } from './button';
import { CheckboxField, RadioGroup } from './choice-fields';
import { EmptyState } from './empty-state';
import { TextField } from './text-field';
import { useForm } from './use-form';

interface ContactValues {
  phone: string;
  email: string;
  agree: boolean;
}

function ContactForm({ onSubmit }: { onSubmit: (values: ContactValues) => Promise<void> }) {
  const form = useForm<ContactValues>({
    initialValues: { phone: '+7', email: '', agree: false },
    rules: {
      phone: checkPhone,
      email: checkEmail,
      agree: (checked) => (checked ? null : 'error.checkbox.required'),
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <TextField label="Email" {...form.field('email')} />
      <CheckboxField label="I agree" {...form.checkbox('agree')} />
      <Button type="submit" loading={form.submitting}>
        Send
      </Button>
    </form>
  );
}

describe('form primitives', () => {
  it('shows the catalogued message on blur, wired to the field by aria-describedby', async () => {
    renderWithShop(<ContactForm onSubmit={jest.fn()} />, 'ru');
    const phone = screen.getByLabelText('Phone');
    fireEvent.blur(phone);
    const message = await screen.findByText('Введите номер телефона');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('clears a shown error as the value is corrected', async () => {
    const user = userEvent.setup();
    renderWithShop(<ContactForm onSubmit={jest.fn()} />, 'en');
    const email = screen.getByLabelText('Email');
    await user.type(email, 'a@b');
    fireEvent.blur(email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '.ru');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('validates every field on submit and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithShop(<ContactForm onSubmit={onSubmit} />, 'en');
    await user.type(screen.getByLabelText('Phone'), '9991234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('submits once while the first submission is in flight', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithShop(<ContactForm onSubmit={onSubmit} />, 'en');
    await user.type(screen.getByLabelText('Phone'), '9991234567');
    await user.type(screen.getByLabelText('Email'), 'shopper@example.com');
    await user.click(screen.getByLabelText('I agree'));
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).not.toBeDisabled();
  });

  it('applies the mask to what is typed', async () => {
    const user = userEvent.setup();
    function Digits() {
      const form = useForm({ initialValues: { code: '' } });
      return <TextField label="Code" mask={maskNumber} {...form.field('code')} />;
    }
    renderWithShop(<Digits />, 'en');
    await user.type(screen.getByLabelText('Code'), '1a2-3');
    expect(screen.getByLabelText('Code')).toHaveValue('123');
  });

  it('names a radio group by its legend and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithShop(
      <RadioGroup
        legend="Delivery"
        name="delivery"
        value="courier"
        onChange={onChange}
        options={[
          { value: 'courier', label: 'Courier' },
          { value: 'pickup', label: 'Pickup' },
        ]}
      />,
      'en',
    );
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Pickup'));
    expect(onChange).toHaveBeenCalledWith('pickup');
  });

  it('renders an empty state with its heading level and way on', () => {
    renderWithShop(
      <EmptyState
        headingLevel={1}
        title="Nothing here"
        action={<a href="/catalog">Catalogue</a>}
      />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/catalog');
  });
});
