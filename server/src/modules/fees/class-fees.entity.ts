import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What one class costs, in cents; a class without a row costs nothing. */
@Entity({ name: 'class_fees' })
export class ClassFeesRow {
  @PrimaryColumn({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  @Column({ name: 'class_fee', type: 'integer' })
  classFee: number;

  @Column({ name: 'supply_fee', type: 'integer' })
  supplyFee: number;

  /** The part of the class fee due when the seat is held. */
  @Column({ type: 'integer' })
  deposit: number;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
