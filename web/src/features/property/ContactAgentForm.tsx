import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Checkbox, Input } from 'antd';
import { useLocation } from 'react-router-dom';
import { PROPERTY_CONTACT_ANCHOR } from '../../config/paths';
import styles from './property.module.css';
import { useNotificationToasts } from '../../shared/ui/toasts';
import { CONTACT_FIELDS, contactErrors, type ContactField, type ContactValues } from './contactForm';

// The product has no writes (spec section 7): the form checks what it can and then
// says plainly that nothing was sent, rather than pretending to send.
//
// Plain labels and state rather than antd's Form: Form.Item lays out with antd's grid,
// whose styles (87 kB: every span, offset and order at every breakpoint) plus the form's
// own (16 kB) were inlined into every property page for these five fields, and the
// form library came with the page's script. It behaves as the antd form did: a field's
// message shows once the field has been changed, every message on 'Send Inquiry'.

export const NOT_SENT_TITLE = 'Inquiries are not sent from this site yet';

type TextField = Exclude<ContactField, 'privacy'>;

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

export function ContactAgentForm({ propertyName }: { propertyName: string }) {
  const [notification, notificationHolder] = useNotificationToasts();
  const [values, setValues] = useState<ContactValues>(() => ({
    name: '',
    phone: '',
    email: '',
    message: `I'm interested in ${propertyName}. Please share more details.`,
    privacy: false,
  }));
  // The fields whose messages show: each once changed, all of them after a submit.
  const [checked, setChecked] = useState<ReadonlySet<ContactField>>(() => new Set());
  const errors = contactErrors(values);
  const shownError = (field: ContactField) => (checked.has(field) ? errors[field] : undefined);
  const { hash } = useLocation();

  // Opened at /property/{id}#contact (the comparison's 'Contact'): bring the form into
  // view and put the cursor in its first field. The form mounts after the property loads,
  // so this runs once the anchor exists.
  useEffect(() => {
    if (hash !== `#${PROPERTY_CONTACT_ANCHOR}`) return;
    document.getElementById(PROPERTY_CONTACT_ANCHOR)?.scrollIntoView({ block: 'start' });
    document.getElementById(fieldId('name'))?.focus({ preventScroll: true });
  }, [hash]);

  const change = <F extends ContactField>(field: F, value: ContactValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(CONTACT_FIELDS));
    const firstWrong = CONTACT_FIELDS.find((field) => errors[field]);
    if (firstWrong) {
      document.getElementById(fieldId(firstWrong))?.focus();
      return;
    }
    notification.info({
      title: NOT_SENT_TITLE,
      description: `Nothing was sent. GharInsight does not pass inquiries to agents; please contact the developer or a RERA-registered agent directly about ${propertyName}.`,
    });
  };

  // What each control needs to name its state to assistive technology.
  const controlProps = (field: ContactField, required = true) => {
    const error = shownError(field);
    return {
      id: fieldId(field),
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(field) : undefined,
    };
  };
  // A text field's value, its change handler and its state.
  const textProps = (field: TextField) => ({
    ...controlProps(field, field !== 'message'),
    status: shownError(field) ? ('error' as const) : undefined,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
  });

  return (
    <Card id={PROPERTY_CONTACT_ANCHOR} title="Contact Agent" className={styles.sideCard}>
      <form noValidate onSubmit={submit}>
        <Field field="name" label="Name" error={shownError('name')}>
          <Input {...textProps('name')} autoComplete="name" />
        </Field>
        <Field field="phone" label="Phone" error={shownError('phone')}>
          <Input {...textProps('phone')} type="tel" autoComplete="tel" inputMode="tel" placeholder="98765 43210" />
        </Field>
        <Field field="email" label="Email" error={shownError('email')}>
          <Input {...textProps('email')} type="email" autoComplete="email" placeholder="name@example.com" />
        </Field>
        <Field field="message" label="Message" optional>
          <Input.TextArea {...textProps('message')} rows={3} />
        </Field>
        <Field field="privacy" error={shownError('privacy')}>
          <Checkbox {...controlProps('privacy')} checked={values.privacy} onChange={(event) => change('privacy', event.target.checked)}>
            I agree to the privacy policy and to be contacted about this property.
          </Checkbox>
        </Field>
        <Button type="primary" htmlType="submit" block>
          Send Inquiry
        </Button>
      </form>
      {notificationHolder}
    </Card>
  );
}

/** A label above its control and the control's message below it (a live region, so a new message is read out). */
function Field({ field, label, optional, error, children }: { field: ContactField; label?: string; optional?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      {label ? (
        <label htmlFor={fieldId(field)} className={styles.fieldLabel}>
          {label}
          {optional ? <span className={styles.fieldOptional}> (optional)</span> : null}
        </label>
      ) : null}
      {children}
      <div id={errorId(field)} className={styles.fieldError} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
