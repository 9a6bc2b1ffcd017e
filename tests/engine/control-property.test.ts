import { describe, expect, it } from 'vitest';
import { controlProperty } from '../../src/engine/binding/control-property';

describe('the form property of a control', () => {
  it('is the property whose control id the control has or lies within', () => {
    const properties = ['owners', 'desiredLoanAmount'];
    expect(controlProperty(properties, 'root_desiredLoanAmount')).toBe('desiredLoanAmount');
    expect(controlProperty(properties, 'root_owners_0_firstName')).toBe('owners');
    expect(controlProperty(properties, 'root_unknown')).toBeUndefined();
  });

  it('keeps a property named with an underscore whole, the longest match first', () => {
    expect(controlProperty(['trading', 'trading_name'], 'root_trading_name')).toBe('trading_name');
    expect(controlProperty(['trading_name'], 'root_trading_name_0')).toBe('trading_name');
    expect(controlProperty(['trading', 'trading_name'], 'root_trading_0')).toBe('trading');
  });
});
