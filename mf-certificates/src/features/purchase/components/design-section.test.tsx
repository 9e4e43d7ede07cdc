import { fireEvent, screen } from '@testing-library/react';
import { designFixture } from '../../../testing/design-fixture';
import { useForm, type FormApi } from '@shop/ui';
import { renderWithShop } from '@shop/ui/testing';
import { CUSTOM_AMOUNT, type CertificateItemValues } from '../certificate-rules';
import { AmountSection } from './amount-section';
import { DesignSection, denominationFor } from './design-section';

const design = designFixture;
const designs = [design(1, 'Классика', [3000, 5000]), design(2, 'С любовью', [5000, 10000])];

/** The design and amount sections over one certificate form, as the form composes them. */
function renderDesignAndAmount(denomination: string) {
  let latest: FormApi<CertificateItemValues> | null = null;
  function Harness() {
    const form = useForm<CertificateItemValues>({
      initialValues: {
        designId: '1',
        denomination,
        customAmount: '',
        recipientName: '',
        recipientEmail: '',
        sendDate: '',
        message: '',
      },
    });
    latest = form;
    const chosen = designs.find((d) => String(d.id) === form.values.designId);
    return (
      <>
        <DesignSection form={form} designs={designs} />
        <AmountSection form={form} design={chosen} />
      </>
    );
  }
  renderWithShop(<Harness />);
  return () => latest?.values;
}

describe('DesignSection with AmountSection', () => {
  it('another design keeps an amount it also offers, and its own amounts are offered', () => {
    const values = renderDesignAndAmount('5000');
    fireEvent.click(screen.getByRole('radio', { name: 'С любовью' }));
    expect(values()).toMatchObject({ designId: '2', denomination: '5000' });
    expect(screen.getByRole('radio', { name: /10\s000/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /3\s000/ })).toBeNull();
  });

  it('another design without the chosen amount clears it', () => {
    const values = renderDesignAndAmount('3000');
    fireEvent.click(screen.getByRole('radio', { name: 'С любовью' }));
    expect(values()).toMatchObject({ designId: '2', denomination: '' });
    expect(screen.getByRole('radio', { name: /5\s000/ })).not.toBeChecked();
  });

  it('"another amount" stays across designs and asks for the amount typed', () => {
    const values = renderDesignAndAmount(CUSTOM_AMOUNT);
    expect(screen.getByRole('textbox', { name: /Сумма сертификата/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'С любовью' }));
    expect(values()?.denomination).toBe(CUSTOM_AMOUNT);
  });
});

describe('denominationFor', () => {
  it('keeps an offered or free amount, clears any other', () => {
    expect(denominationFor(designs[1], '10000')).toBe('10000');
    expect(denominationFor(designs[1], '3000')).toBe('');
    expect(denominationFor(undefined, CUSTOM_AMOUNT)).toBe(CUSTOM_AMOUNT);
    expect(denominationFor(undefined, '3000')).toBe('');
  });
});
