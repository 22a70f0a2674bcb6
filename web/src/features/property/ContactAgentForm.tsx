import { useEffect, useRef } from 'react';
import { Button, Card, Checkbox, Form, Input, type InputRef } from 'antd';
import { useLocation } from 'react-router-dom';
import { PROPERTY_CONTACT_ANCHOR } from '../../config/paths';
import styles from './property.module.css';
import { useNotificationToasts } from '../../shared/ui/toasts';

// The product has no writes (spec section 7): the form checks what it can and then
// says plainly that nothing was sent, rather than pretending to send.

interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message?: string;
  privacy: boolean;
}

/** A 10-digit Indian mobile number (starts with 6 to 9), with an optional +91 or 0 prefix, spaces and dashes allowed. */
export function isIndianMobile(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  return /^[6-9]\d{9}$/.test(digits);
}

export const NOT_SENT_TITLE = 'Inquiries are not sent from this site yet';

export function ContactAgentForm({ propertyName }: { propertyName: string }) {
  const [notification, notificationHolder] = useNotificationToasts();
  const [form] = Form.useForm<ContactValues>();
  const nameRef = useRef<InputRef>(null);
  const { hash } = useLocation();

  // Opened at /property/{id}#contact (the comparison's 'Contact'): bring the form into
  // view and put the cursor in its first field. The form mounts after the property loads,
  // so this runs once the anchor exists.
  useEffect(() => {
    if (hash !== `#${PROPERTY_CONTACT_ANCHOR}`) return;
    document.getElementById(PROPERTY_CONTACT_ANCHOR)?.scrollIntoView({ block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  }, [hash]);

  const onFinish = () => {
    notification.info({
      title: NOT_SENT_TITLE,
      description: `Nothing was sent. GharInsight does not pass inquiries to agents; please contact the developer or a RERA-registered agent directly about ${propertyName}.`,
    });
  };

  return (
    <Card id={PROPERTY_CONTACT_ANCHOR} title="Contact Agent" className={styles.sideCard}>
      <Form<ContactValues>
        form={form}
        // The inline messages below are the validation; the browser's own bubbles would say it twice.
        noValidate
        layout="vertical"
        requiredMark="optional"
        initialValues={{ message: `I'm interested in ${propertyName}. Please share more details.`, privacy: false }}
        onFinish={onFinish}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter your name.' }]}>
          <Input ref={nameRef} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="Phone"
          name="phone"
          rules={[
            { required: true, message: 'Please enter your mobile number.' },
            {
              validator: (_, value: string | undefined) =>
                !value || isIndianMobile(value) ? Promise.resolve() : Promise.reject(new Error('Enter a 10-digit Indian mobile number, e.g. 98765 43210.')),
            },
          ]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="98765 43210" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Please enter your email address.' },
            { type: 'email', message: 'Enter a valid email address, e.g. name@example.com.' },
          ]}
        >
          <Input type="email" autoComplete="email" placeholder="name@example.com" />
        </Form.Item>
        <Form.Item label="Message" name="message">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="privacy"
          valuePropName="checked"
          rules={[
            {
              validator: (_, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error('Please accept the privacy policy to continue.'))),
            },
          ]}
        >
          <Checkbox>I agree to the privacy policy and to be contacted about this property.</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Send Inquiry
        </Button>
      </Form>
      {notificationHolder}
    </Card>
  );
}
