import type { ReactNode } from 'react';
import { Alert, Flex, Grid } from 'antd';

/**
 * A warning with the buttons that lead to where the player settles it: beside the text on a wide screen,
 * under it on a phone. Beside it on a phone, the column of buttons left the explanation a few characters
 * wide, one short line under another.
 */
export function ActionAlert({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
}) {
  const narrow = Grid.useBreakpoint().md === false;
  if (narrow)
    return (
      <Alert
        type="warning"
        showIcon
        title={title}
        description={
          <Flex vertical gap={10} align="flex-start">
            <div>{description}</div>
            <Flex wrap gap={8}>
              {actions}
            </Flex>
          </Flex>
        }
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={description}
      action={
        <Flex vertical gap={6}>
          {actions}
        </Flex>
      }
    />
  );
}
