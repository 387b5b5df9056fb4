import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/**
 * Every e-mail's frame. Readable in light and dark mode: mail apps that invert colours get a solid
 * background and text colours they can flip, and nothing depends on an image (none are loaded).
 */
export function EmailLayout({
  siteName,
  preview,
  footer,
  children,
}: {
  siteName: string;
  /** The line mail apps show after the subject. */
  preview: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f4f5',
          color: '#18181b',
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
        }}
      >
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '32px 24px', margin: '24px auto' }}
        >
          <Text
            style={{
              fontSize: '14px',
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              margin: 0,
            }}
          >
            {siteName}
          </Text>
          {children}
          <Hr style={{ borderColor: '#e4e4e7', margin: '32px 0 16px' }} />
          <Text style={{ fontSize: '12px', color: '#52525b', margin: 0 }}>
            {footer ?? `You receive this e-mail from ${siteName}.`}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the house style. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '16px', lineHeight: '1.6', margin: '16px 0' }}>{children}</Text>;
}

/** The one call to action an e-mail may have, in the house style: the link the reader came for. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: '#7c3aed',
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: '999px',
        fontWeight: 700,
      }}
    >
      {children}
    </Button>
  );
}
